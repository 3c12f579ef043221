import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BACK_FLAG } from '../navigation/history.ts';

/**
 * The back control opens a page with `?backs=1` (the spec's flag, which the shell's history
 * and the order tabs read when the page opens); once it has been read, the address bar drops
 * it, so the shopper never sees, shares or bookmarks `/home?backs=1`. A replacing navigation
 * to the same page: nothing is stored twice and nothing reloads.
 */
export function useDropBackFlag(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get(BACK_FLAG) !== '1') return;
    params.delete(BACK_FLAG);
    const rest = params.toString();
    void navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
}
