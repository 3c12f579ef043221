import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { afterCartChange } from '../../apollo/invalidate.ts';
import { encodeBuyNow } from '../../lib/buyNow.ts';
import { toast } from '../../lib/toast.ts';
import { currentPath, loginPath } from '../../navigation/loginRedirect.ts';
import { useToken } from '../../session/store.ts';
import type { DetailProduct } from './DetailMore.tsx';
import { AddToCartMutation, DetailCartCountQuery, SetProductLikedMutation } from './operations.ts';
import { chosenValues, missingGroups, toggleValue, type SpecSelection } from './specChoice.ts';
import type { SpecPopupMode, SpecPopupProps } from './specPopupProps.ts';

/**
 * The product page's state: the options chosen, the quantity, the options sheet, and
 * what liking, adding to the bag and buying now do with them (asking to sign in first,
 * or for the missing options). Undefined until the product is there.
 */
export function useDetailSelection(item: DetailProduct | undefined) {
  const { t } = useTranslation(['product', 'common']);
  const navigate = useNavigate();
  const token = useToken();
  const client = useApolloClient();
  const [setLiked, likeState] = useMutation(SetProductLikedMutation);
  // The badge counts the pieces at once (optimistic); a failure puts the count back.
  const [addToCart, addState] = useMutation(AddToCartMutation, {
    optimisticResponse: (variables, { IGNORE }) => {
      const cart = client.readQuery({ query: DetailCartCountQuery })?.cart;
      if (!cart) return IGNORE;
      return { addToCart: { __typename: 'Cart' as const, quantity: cart.quantity + variables.input.quantity } };
    },
  });

  const [selection, setSelection] = useState<SpecSelection>([]);
  const [quantity, setQuantity] = useState(1);
  const [popup, setPopup] = useState<{ visible: boolean; mode: SpecPopupMode }>({ visible: false, mode: 'select' });

  if (!item) return undefined;

  const soldOut = item.stock <= 0;
  const count = Math.min(quantity, Math.max(1, item.stock));
  const missing = missingGroups(item.specGroups, selection);
  const chosen = chosenValues(item.specGroups, selection);

  const requireLogin = (): boolean => {
    if (token) return true;
    toast.info(t('common:messages.loginFirst'));
    void navigate(loginPath(currentPath()));
    return false;
  };

  const onLike = async () => {
    if (!requireLogin()) return;
    const liked = !item.liked;
    const answer = { __typename: 'Product' as const, id: item.id, liked };
    try {
      // The state wanted, not a toggle: a retried request changes nothing. The heart
      // turns at once; a failure turns it back (and the error link says why).
      await setLiked({
        variables: { input: { listingId: item.id, liked } },
        optimisticResponse: { setProductLiked: answer },
      });
      toast.success(liked ? t('liked') : t('unliked'));
    } catch {
      // The error link has told the user.
    }
  };

  /** The chosen values, or opens the options (saying what is missing) and answers undefined. */
  const choiceOrAsk = (mode: SpecPopupMode): string[] | undefined => {
    if (chosen) return chosen;
    setPopup({ visible: true, mode: popup.visible ? popup.mode : mode });
    toast.info(t('spec.pleaseChoose', { names: missing.join(', ') }));
    return undefined;
  };

  const onAddToCart = async (mode: SpecPopupMode) => {
    if (soldOut || !requireLogin()) return;
    const specValues = choiceOrAsk(mode);
    if (!specValues) return;
    // The sheet closes at once, as the badge counts the pieces; the choice stays for a retry.
    setPopup((state) => ({ ...state, visible: false }));
    try {
      await addToCart({
        variables: {
          input: { listingId: item.id, quantity: count, specValues },
        },
      });
      toast.success(t('addToCartSuccess'));
      // The bag's lines changed: screens showing them fetch them again (not on the optimistic
      // answer, which would have them fetched before the line is there).
      afterCartChange(client.cache);
    } catch {
      // The error link has told the user; the choice stays as it was.
    }
  };

  const onBuyNow = (mode: SpecPopupMode) => {
    if (soldOut || !requireLogin()) return;
    const specValues = choiceOrAsk(mode);
    if (!specValues) return;
    setPopup((state) => ({ ...state, visible: false }));
    // The checkout (screens/cart) reads the choice back from `?buyNow=`.
    const choice = { listingId: item.id, quantity: count, specValues };
    void navigate(`/checkout?buyNow=${encodeBuyNow(choice)}`);
  };

  /** The footer's buttons act at once when nothing is left to choose, else open the options first. */
  const fromFooter = (mode: 'cart' | 'buy') => {
    if (soldOut || !requireLogin()) return;
    if (missing.length > 0) {
      setPopup({ visible: true, mode });
      return;
    }
    if (mode === 'cart') void onAddToCart(mode);
    else onBuyNow(mode);
  };

  const summary =
    item.specGroups.length === 0
      ? t('spec.quantityValue', { count })
      : missing.length > 0
        ? t('spec.pleaseChoose', { names: missing.join(', ') })
        : t('spec.summary', { values: (chosen ?? []).join(', '), count });

  const options: SpecPopupProps = {
    visible: popup.visible,
    mode: popup.mode,
    image: item.image,
    title: item.title,
    price: item.price,
    stock: item.stock,
    groups: item.specGroups,
    selection,
    quantity: count,
    busy: addState.loading,
    onChoose: (groupIndex, value) => setSelection((current) => toggleValue(current, groupIndex, value)),
    onQuantity: setQuantity,
    onClose: () => setPopup((state) => ({ ...state, visible: false })),
    onAddToCart: () => void onAddToCart(popup.mode),
    onBuyNow: () => onBuyNow(popup.mode),
  };

  return {
    soldOut,
    summary,
    options,
    adding: addState.loading,
    liking: likeState.loading,
    onLike,
    fromFooter,
    openOptions: () => setPopup({ visible: true, mode: 'select' }),
  };
}
