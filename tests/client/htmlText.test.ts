import { describe, expect, it } from 'vitest';
import { htmlText } from '../../client/src/lib/htmlText.ts';

describe("a description's words without its markup (what a page rendered on the server shows)", () => {
  it('keeps the words, drops tags, scripts, styles and comments, decodes entities', () => {
    expect(
      htmlText(
        '<h1>Lamp</h1><script>alert("x")</script><style>p{}</style><!-- note --><p>Warm&nbsp;light &amp; &#x263A; <b>dimmable</b></p>',
      ),
    ).toBe('Lamp Warm light & ☺ dimmable');
  });

  it('leaves markup-like text as text (React escapes it when it is written)', () => {
    expect(htmlText('5 &lt; 6 &gt; 4 &quot;ok&quot;')).toBe('5 < 6 > 4 "ok"');
    expect(htmlText('   ')).toBe('');
  });
});
