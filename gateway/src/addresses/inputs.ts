import type { AddressInput } from '../generated/resolvers.ts';
import type { LegacyParams } from '../upstream/types.ts';
import { id, mobile, requiredText } from '../validation/rules.ts';

/**
 * An address to save, checked against the spec's rule (addressee, mobile, area,
 * detailed address and tag required; mobile valid) and the legacy limits, as the
 * legacy address_add parameters.
 */
export function addressParams(input: AddressInput): LegacyParams<'addressAdd'> {
  const params: LegacyParams<'addressAdd'> = {
    name: requiredText('input.addressee', input.addressee, 50),
    mobile: mobile('input.mobile', input.mobile),
    area: requiredText('input.area', input.area, 200),
    detail: requiredText('input.detail', input.detail, 255),
    tag: requiredText('input.tag', input.tag, 20),
  };
  if (input.id !== null && input.id !== undefined) params.address_id = Number(id('input.id', input.id));
  const country = (input.country ?? '').trim();
  if (country !== '') params.country = requiredText('input.country', country, 50);
  // Left out, the upstream keeps an edited address's flag (and never takes it from the current default).
  if (input.isDefault !== null && input.isDefault !== undefined) params.is_default = input.isDefault ? 1 : 0;
  return params;
}
