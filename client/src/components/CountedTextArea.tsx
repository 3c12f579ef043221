import { TextArea, type TextAreaProps } from 'antd-mobile';
import { characterCount, truncateCharacters } from '../lib/characterCount.ts';

export interface CountedTextAreaProps extends Omit<TextAreaProps, 'maxLength' | 'showCount'> {
  /** Most characters (code points), as the gateway counts them. */
  maxCharacters: number;
}

/**
 * antd-mobile's TextArea with a counter and a limit in characters as the gateway
 * counts them (code points); its own maxLength counts grapheme clusters, so a skin-toned
 * emoji would pass the counter and then be refused.
 */
export function CountedTextArea({ maxCharacters, value, onChange, ...props }: CountedTextAreaProps) {
  const text = value ?? '';
  return (
    <TextArea
      {...props}
      value={text}
      onChange={(next) => onChange?.(truncateCharacters(next, maxCharacters))}
      showCount={() => (
        <span className="adm-text-area-count">
          {characterCount(text)}/{maxCharacters}
        </span>
      )}
    />
  );
}
