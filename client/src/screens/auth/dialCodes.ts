/**
 * International dialling codes offered at sign-up, by region (ISO 3166 code), for
 * the markets the storefront's languages serve. Region names come from the
 * browser (Intl.DisplayNames) in the interface language.
 */
export const DIAL_CODES: readonly { region: string; code: string }[] = [
  { region: 'US', code: '1' },
  { region: 'CA', code: '1' },
  { region: 'GB', code: '44' },
  { region: 'DE', code: '49' },
  { region: 'FR', code: '33' },
  { region: 'IT', code: '39' },
  { region: 'ES', code: '34' },
  { region: 'TR', code: '90' },
  { region: 'CN', code: '86' },
  { region: 'HK', code: '852' },
  { region: 'TW', code: '886' },
  { region: 'JP', code: '81' },
  { region: 'KR', code: '82' },
  { region: 'TH', code: '66' },
  { region: 'ID', code: '62' },
  { region: 'VN', code: '84' },
  { region: 'MY', code: '60' },
  { region: 'SG', code: '65' },
  { region: 'PH', code: '63' },
  { region: 'IN', code: '91' },
  { region: 'AE', code: '971' },
  { region: 'SA', code: '966' },
  { region: 'EG', code: '20' },
  { region: 'AU', code: '61' },
  { region: 'BR', code: '55' },
  { region: 'MX', code: '52' },
];

/** "+49 Germany" in the given language (BCP 47 tag); the region code when the browser has no names. */
export function dialCodeLabel(entry: { region: string; code: string }, tag: string): string {
  let name = entry.region;
  try {
    name = new Intl.DisplayNames([tag], { type: 'region' }).of(entry.region) ?? entry.region;
  } catch {
    // Older browsers: the region code stands in.
  }
  return `+${entry.code} ${name}`;
}
