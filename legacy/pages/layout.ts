import { isRightToLeft, LANGUAGE_TAGS, type MessageLanguage } from '../i18n/index.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/*
 * A phone-sized page in the storefront's colours, readable on its own and inside
 * the storefront's frame. No script, no remote resource: everything is inline.
 * Logical CSS properties, so Arabic lays out right to left with the same rules.
 */
const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic","Noto Sans Thai","Noto Sans Devanagari",sans-serif;color:#1f2328;background:#f6f7f9}
main{max-width:640px;margin:0 auto;padding:16px}
header{background:linear-gradient(135deg,#c2410c,#9a3412);color:#fff;border-radius:14px;padding:18px 16px;margin-block-end:16px}
h1{font-size:1.3rem;margin:0 0 6px}
h2{font-size:1.05rem;margin:0 0 10px}
header p{margin:0;opacity:.95}
section{background:#fff;border-radius:12px;padding:14px 16px;margin-block-end:12px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
ul,ol{margin:0;padding-inline-start:1.3em}
li{margin-block:4px}
p{margin:0 0 8px}
details{border-block-start:1px solid #e5e7eb;padding-block:10px}
details:first-of-type{border-block-start:0}
summary{cursor:pointer;font-weight:600;color:#9a3412;list-style-position:outside}
details[open] summary{margin-block-end:8px}
.muted{color:#57606a;font-size:.95rem}
`;

/** The whole HTML document of a page in `lang`. */
export function renderPage(lang: MessageLanguage, title: string, body: string): string {
  const dir = isRightToLeft(lang) ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[lang]}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}
