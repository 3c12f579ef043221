import { List, type ListItemProps } from 'antd-mobile';
import './LinkItem.css';

type ButtonItemProps = Omit<ListItemProps, 'onClick' | 'clickable' | 'arrow' | 'disabled'> & {
  onClick: () => void;
  disabled?: boolean;
  /** For a row that is one of a set of choices: whether it is the one chosen (aria-pressed). */
  pressed?: boolean;
  'data-testid'?: string;
};

/**
 * A list row that acts on this page (clears data, picks a language), as a real button: a
 * keyboard reaches it and presses it with Enter or Space, and a screen reader calls it a button
 * (pressed or not, for a choice). antd-mobile's clickable List.Item is an anchor without an
 * address, which does none of that; this one draws the same row inside a button. A row that
 * opens a page is a LinkItem.
 */
export function ButtonItem({ onClick, disabled, pressed, 'data-testid': testId, ...item }: ButtonItemProps) {
  return (
    <button
      type="button"
      className="link-item button-item"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      data-testid={testId}
    >
      <List.Item {...item} disabled={disabled} />
    </button>
  );
}
