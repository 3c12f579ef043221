import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * How antd-mobile and the small libraries under it are cut into chunks.
 *
 * Left to automatic splitting, each antd-mobile component, utility and helper
 * becomes a chunk of its own (a product page fetched ~90 files of 1–2 KB, which a
 * phone on HTTP/1.1 queues six at a time). Here they go into a few shared chunks:
 *
 * - `motion`: the animation and gesture libraries (@react-spring, @use-gesture)
 *   together with every antd-mobile module that needs them, directly or through
 *   another module (Popup, Mask and so Toast and Dialog, Swiper, ImageViewer,
 *   PullToRefresh, Picker, Rate, Tabs...). Screens load it when a shopper opens a
 *   sheet, the full-screen viewer, or starts a pull, never for a first paint. It
 *   must hold every such module: a module of another chunk importing one of them
 *   would make that chunk import this one, and the libraries would load with it.
 * - `antd-form`: the form controls (Form, Input, Selector...) with rc-field-form and
 *   its validator, used by the account, address, wallet and sign-in screens.
 * - `antd`: the rest of antd-mobile (List, Button, Skeleton, Badge, ErrorBlock...),
 *   its utilities, and the helpers under it (ahooks, classnames, lodash...).
 *   antd-mobile-icons stay one small chunk per icon: the app uses dozens, a screen a few.
 *
 * The membership of `motion` is read from antd-mobile's own ES modules (their
 * import statements), so a new version that moves a component on or off the
 * gesture libraries lands in the right chunk without a list kept by hand.
 */
const require = createRequire(import.meta.url);
const ANTD_ES = join(dirname(require.resolve('antd-mobile/package.json')), 'es');

const MOTION_LIBRARIES = /node_modules[\\/]@(react-spring|use-gesture)[\\/]/;
const ANTD = /node_modules[\\/]antd-mobile[\\/]/;
const ANTD_ENTRY = /node_modules[\\/]antd-mobile[\\/]es[\\/](index\.js$|global[\\/])/;
/** What Form needs: its field store and validator, and the popover (with its positioning) of a field's help. */
const FORM_HELPERS = /node_modules[\\/](rc-field-form|async-validator|@floating-ui[\\/][^\\/]+)[\\/]/;
/** Libraries antd-mobile brings (not the app's own vendor libraries). */
const ANTD_HELPERS =
  /node_modules[\\/](ahooks|classnames|lodash|rc-util|@rc-component[\\/][^\\/]+|runes2|staged-components|dayjs|deepmerge|screenfull|resize-observer-polyfill|react-fast-compare|react-is|@babel[\\/]runtime|nano-memoize|antd-mobile-v5-count|rc-segmented)[\\/]/;
const FORM_COMPONENTS = new Set([
  'form',
  'input',
  'text-area',
  'selector',
  'checkbox',
  'radio',
  'switch',
  'search-bar',
  'virtual-input',
  'number-keyboard',
  'passcode-input',
  'image-uploader',
  'stepper',
  'calendar',
  'popover',
]);

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.js') ? [path] : [];
  });
}

/** A relative import of one antd-mobile module, as a file path. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.js`, join(base, 'index.js')].find((path) => existsSync(path) && statSync(path).isFile());
}

/** The antd-mobile modules that import the gesture or animation libraries, directly or not. */
function antdModulesNeedingMotion(): Set<string> {
  const imports = new Map<string, string[]>();
  const direct = new Set<string>();
  for (const file of filesUnder(ANTD_ES)) {
    const source = readFileSync(file, 'utf8');
    const local: string[] = [];
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (/^@(react-spring|use-gesture)\//.test(specifier)) direct.add(file);
      else if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target) local.push(target);
      }
    }
    imports.set(file, local);
  }
  const needing = new Set(direct);
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, targets] of imports) {
      if (!needing.has(file) && targets.some((target) => needing.has(target))) {
        needing.add(file);
        grew = true;
      }
    }
  }
  return needing;
}

let motion: Set<string> | undefined;

/** The chunk of a module of antd-mobile or of a library under it; null for anything else. */
export function antdChunk(id: string): string | null {
  if (MOTION_LIBRARIES.test(id)) return 'motion';
  // The package's entry (its re-exports) and global styles stay out of the groups: a group
  // takes in what its modules import, and from the entry that is every component.
  if (ANTD_ENTRY.test(id)) return null;
  if (ANTD.test(id)) {
    motion ??= antdModulesNeedingMotion();
    const file = id.split('?')[0] ?? id;
    if (motion.has(file)) return 'motion';
    const component = /[\\/]es[\\/]components[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
    if (component && FORM_COMPONENTS.has(component)) return 'antd-form';
    return 'antd';
  }
  if (FORM_HELPERS.test(id)) return 'antd-form';
  if (ANTD_HELPERS.test(id)) return 'antd';
  return null;
}
