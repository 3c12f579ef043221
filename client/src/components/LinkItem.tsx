import { List, type ListItemProps } from 'antd-mobile';
import { Link } from 'react-router';
import './LinkItem.css';

type ItemProps = Omit<ListItemProps, 'onClick' | 'clickable' | 'arrow' | 'arrowIcon'>;

/** An in-app page (`to`), or another site's (`href`, opened in a new tab). */
type LinkItemProps = ItemProps & ({ to: string; href?: never } | { href: string; to?: never });

/**
 * A list row that opens a page, as a real link: a keyboard reaches it, a screen reader calls it a
 * link, a long press offers to open it in a new tab. antd-mobile's clickable List.Item is an anchor
 * without an address, which does none of that; this one draws the same row (with its arrow) inside
 * a link.
 */
export function LinkItem({ to, href, ...item }: LinkItemProps) {
  const row = <List.Item {...item} arrowIcon />;
  if (to !== undefined) {
    return (
      <Link to={to} className="link-item">
        {row}
      </Link>
    );
  }
  return (
    <a href={href} className="link-item" target="_blank" rel="noopener noreferrer">
      {row}
    </a>
  );
}
