import type { AreaValue } from './AreaPicker.tsx';

/* An address as its form holds it: apart from the form, for the hook that saves it (useAddressForm.ts) reads it too. */

export interface AddressValues {
  addressee: string;
  mobile: string;
  /** The country and the rest of the region, picked together. */
  region: AreaValue;
  detail: string;
  /** The Selector's value: one tag, or none yet. */
  tag: string[];
  isDefault: boolean;
}

/** A new address: nothing filled in yet. */
export const EMPTY_ADDRESS: AddressValues = {
  addressee: '',
  mobile: '',
  region: { country: '', area: '' },
  detail: '',
  tag: [],
  isDefault: false,
};
