import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import i18next from 'i18next';
import { describeError } from '../../client/src/apollo/errorMessage.ts';
import { inputErrorMessage } from '../../client/src/apollo/inputErrorMessage.ts';
import { ImageUploadField } from '../../client/src/components/ImageUploadField.tsx';
import { uploadImage } from '../../client/src/lib/upload.ts';
import { renderScreen, toastTexts } from './support/renderApp.tsx';
import { server } from './support/server.ts';

/*
 * The picture tiles of the recharge, refund and review forms: a failed upload stays as
 * a failed tile with the translated reason and a retry, and never takes the only slot.
 */

const TOKEN = 'tok-upload';
const jpeg = (name = 'receipt.jpg', size = 5000) =>
  new File([new Uint8Array(size).fill(0xff)], name, { type: 'image/jpeg' });

function Field({ maxCount = 1, onUrls }: { maxCount?: number; onUrls?: (urls: string[]) => void }) {
  const [urls, setUrls] = useState<string[]>([]);
  return (
    <ImageUploadField
      value={urls}
      onChange={(next) => {
        setUrls(next);
        onUrls?.(next);
      }}
      maxCount={maxCount}
      label="Payment evidence"
      testId="field"
    />
  );
}

function choose(file: File): void {
  fireEvent.change(document.querySelector('[data-testid="field"] input[type="file"]')!, { target: { files: [file] } });
}

function tooLarge() {
  return HttpResponse.json(
    {
      error: {
        code: 'BAD_USER_INPUT',
        message: 'The file is larger than 5242880 bytes',
        field: 'file',
        reason: { field: 'file', rule: 'maxBytes', limit: 5242880 },
      },
    },
    { status: 413 },
  );
}

describe('ImageUploadField', () => {
  test('a refused picture is a failed tile with the translated reason, and no retry; the slot stays free', async () => {
    await renderScreen(<Field />, {
      path: '/topUp',
      token: TOKEN,
      handlers: [http.post('*/upload', () => tooLarge())],
    });
    choose(jpeg());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('receipt.jpgThe picture is larger than 5 MB');
    // Never the developer's message; and no toast over the form besides.
    expect(document.body.textContent).not.toContain('5242880');
    expect(toastTexts()).toEqual([]);
    const tile = document.querySelector<HTMLElement>('[data-status="failed"]')!;
    expect(tile.textContent).toContain('Upload failed');
    // The same file would be refused again: no Retry, but the "+" for another one.
    expect(within(tile).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add picture' })).toBeTruthy();
  });

  test('a failed sending is a failed tile with the reason; Retry sends it again', async () => {
    let calls = 0;
    const seen: string[][] = [];
    await renderScreen(<Field onUrls={(urls) => seen.push(urls)} />, {
      path: '/topUp',
      token: TOKEN,
      handlers: [
        http.post('*/upload', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json(
                { error: { code: 'UPSTREAM_TIMEOUT', message: 'The legacy API did not answer in time' } },
                { status: 504 },
              )
            : HttpResponse.json({ url: 'http://localhost/uploads/e.jpg' });
        }),
      ],
    });
    choose(jpeg());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('receipt.jpgsystem interface request timeout');
    expect(document.body.textContent).not.toContain('legacy API');
    const tile = document.querySelector<HTMLElement>('[data-status="failed"]')!;
    // The only slot is not taken by the failure: another picture can still be chosen.
    expect(screen.getByRole('button', { name: 'Add picture' })).toBeTruthy();

    fireEvent.click(within(tile).getByRole('button', { name: /Retry/ }));
    expect((await screen.findByRole('img', { name: 'Picture 1' })).getAttribute('src')).toBe(
      'http://localhost/uploads/e.jpg',
    );
    expect(calls).toBe(2);
    expect(seen.at(-1)).toEqual(['http://localhost/uploads/e.jpg']);
    expect(screen.queryByRole('alert')).toBeNull();
    // One picture of one: the "+" is gone until it is removed.
    expect(screen.queryByRole('button', { name: 'Add picture' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByRole('button', { name: 'Add picture' })).toBeTruthy();
    expect(seen.at(-1)).toEqual([]);
  });

  test('an upload whose bytes stopped arriving (408 UPLOAD_TIMEOUT) says so, and can be sent again', async () => {
    let calls = 0;
    await renderScreen(<Field />, {
      path: '/topUp',
      token: TOKEN,
      handlers: [
        http.post('*/upload', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json(
                { error: { code: 'UPLOAD_TIMEOUT', message: 'No part of the upload arrived for 120 s' } },
                { status: 408 },
              )
            : HttpResponse.json({ url: 'http://localhost/uploads/e.jpg' });
        }),
      ],
    });
    choose(jpeg());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('receipt.jpgThe upload stopped moving. Check your connection and try again');
    expect(document.body.textContent).not.toContain('120 s');
    const tile = document.querySelector<HTMLElement>('[data-status="failed"]')!;
    fireEvent.click(within(tile).getByRole('button', { name: /Retry/ }));
    expect((await screen.findByRole('img', { name: 'Picture 1' })).getAttribute('src')).toBe(
      'http://localhost/uploads/e.jpg',
    );
  });

  test('a file that is not an image, or over the limit, is refused without being sent', async () => {
    let calls = 0;
    await renderScreen(<Field maxCount={3} />, {
      path: '/topUp',
      token: TOKEN,
      handlers: [
        http.post('*/upload', () => {
          calls += 1;
          return HttpResponse.json({ url: 'http://localhost/uploads/x.jpg' });
        }),
      ],
    });
    choose(new File(['%PDF-1.7 statement'], 'statement.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Only JPEG, PNG, GIF and WebP pictures can be uploaded',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    choose(jpeg('big.jpg', 5 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toContain('The picture is larger than 5 MB');
    expect(calls).toBe(0);
  });

  test("the gateway's own refusal of the type is translated from its reason", async () => {
    await renderScreen(<Field />, {
      path: '/topUp',
      token: TOKEN,
      handlers: [
        http.post('*/upload', () =>
          HttpResponse.json(
            {
              error: {
                code: 'BAD_USER_INPUT',
                message: 'Only JPEG, PNG, GIF and WebP images can be uploaded',
                reason: { field: 'file', rule: 'imageType' },
              },
            },
            { status: 400 },
          ),
        ),
      ],
    });
    choose(jpeg('renamed.jpg'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Only JPEG, PNG, GIF and WebP pictures can be uploaded',
    );
  });
});

describe('uploadImage', () => {
  test('gives up an upload that makes no progress for its idle limit, and says so', async () => {
    // The gateway takes the request and never answers: nothing moves any more.
    server.use(http.post('*/upload', () => delay('infinite')));
    const sending = uploadImage(jpeg(), { silent: true, idleTimeoutMs: 300 });
    await expect(sending).rejects.toMatchObject({
      code: 'UPLOAD_TIMEOUT',
      message: 'The upload stopped moving. Check your connection and try again',
    });
  });
});

describe('many pictures chosen at once', () => {
  test('go up two at a time (the gateway gives a session four places), and all arrive', async () => {
    const held: Array<() => void> = [];
    let inFlight = 0;
    let most = 0;
    let served = 0;
    await renderScreen(<Field maxCount={9} />, {
      path: '/topUp',
      token: TOKEN,
      handlers: [
        http.post('*/upload', async () => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          await new Promise<void>((resolve) => held.push(resolve));
          inFlight -= 1;
          served += 1;
          return HttpResponse.json({ url: `http://localhost/uploads/${served}.jpg` });
        }),
      ],
    });
    fireEvent.change(document.querySelector('[data-testid="field"] input[type="file"]')!, {
      target: { files: [1, 2, 3, 4, 5].map((n) => jpeg(`photo-${n}.jpg`)) },
    });
    // Each answer lets the next picture go: never more than two wait for one at once.
    for (let answered = 0; answered < 5; answered += 1) {
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      held.shift()?.();
    }
    await waitFor(() => expect(screen.getAllByRole('img', { name: /Picture \d/ })).toHaveLength(5));
    expect(most).toBe(2);
  });
});

describe('refused input, translated from its reason', () => {
  const refused = (reason: unknown, message = 'input.text must be at most 1000 characters') =>
    new CombinedGraphQLErrors({
      errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'input.text', reason } }],
    });

  test('shows the rule and limit in the language, never the developer message', async () => {
    const t = i18next.t;
    expect(describeError(refused({ field: 'input.text', rule: 'maxLength', limit: 1000 }), t)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please enter at most 1,000 characters',
    });
    await i18next.changeLanguage('zh-cn');
    expect(describeError(refused({ field: 'account', rule: 'maxLength', limit: 100 }), i18next.t).message).toBe(
      '最多可输入 100 个字符',
    );
    await i18next.changeLanguage('en');
    expect(inputErrorMessage({ field: 'limit', rule: 'range', min: 1, limit: 100 }, t)).toBe(
      'Please enter a whole number from 1 to 100',
    );
    // An upload's pixel bound, in megapixels, in the shopper's language.
    expect(inputErrorMessage({ field: 'file', rule: 'maxPixels', limit: 24_000_000 }, t)).toBe(
      'The picture has more than 24 megapixels',
    );
    await i18next.changeLanguage('ar');
    expect(inputErrorMessage({ field: 'file', rule: 'maxPixels', limit: 24_000_000 }, i18next.t)).toBe(
      'تحتوي الصورة على أكثر من 24 ميغابكسل',
    );
    await i18next.changeLanguage('en');
    // An unknown rule or none at all: a general text, still not the developer's.
    expect(describeError(refused({ field: 'x', rule: 'somethingNew' }), t).message).toBe(
      'Please check what you entered',
    );
    expect(describeError(refused(undefined), t).message).toBe('Please check what you entered');
  });
});
