import { afterAll } from 'vitest';
import { closeFileBrowser } from './phone.ts';

// Each test file's phones share one Chromium (phone.ts), closed when the file is done.
afterAll(closeFileBrowser);
