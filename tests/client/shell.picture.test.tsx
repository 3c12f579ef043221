/**
 * Picture, the one picture component (spec section 9: lazy images, 3 attempts; issue 20:
 * pictures sized for the screen): it loads when near the screen, retries a failed load,
 * shows a placeholder after the third failure, and asks the gateway for the width its box
 * needs (srcset of the gateway's widths, sizes of the box) with the LCP picture first.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { IMAGE_ATTEMPTS, Picture, PICTURE } from '../../client/src/components/Picture.tsx';
import { LARGEST_PICTURE_WIDTH, PICTURE_WIDTHS } from '../../client/src/lib/pictureWidths.ts';
import { intersection } from './support/polyfills.ts';

function image(container: HTMLElement): HTMLImageElement | null {
  return container.querySelector('img');
}

/** The image once it is drawn. */
function shown(container: HTMLElement): Promise<HTMLImageElement> {
  return waitFor(() => {
    const img = image(container);
    expect(img).not.toBeNull();
    return img!;
  });
}

describe('Picture', () => {
  test('makes 3 attempts, then shows the placeholder', async () => {
    expect(IMAGE_ATTEMPTS).toBe(3);
    const { container } = render(
      <Picture src="https://cdn.test/a.png" alt="Lamp" width={400} height={400} sizes="80px" eager />,
    );
    const tried: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const img = await waitFor(() => {
        const current = image(container);
        expect(current).not.toBeNull();
        expect(tried).not.toContain(current!.getAttribute('src'));
        return current!;
      });
      tried.push(img.getAttribute('src')!);
      fireEvent.error(img);
    }
    await waitFor(() => expect(image(container)).toBeNull());
    expect(tried).toEqual([
      'https://cdn.test/a.png',
      'https://cdn.test/a.png?retry=1',
      'https://cdn.test/a.png?retry=2',
    ]);
    expect(screen.getByRole('img', { name: 'Lamp' }).className).toContain('picture-fallback');
  });

  test('a retry that loads shows the image', async () => {
    const { container } = render(
      <Picture src="https://cdn.test/b.png?w=200" alt="Chair" width={400} height={400} sizes="80px" eager />,
    );
    fireEvent.error(image(container)!);
    const retried = await waitFor(() => {
      const img = image(container);
      expect(img?.getAttribute('src')).toBe('https://cdn.test/b.png?w=200&retry=1');
      return img!;
    });
    fireEvent.load(retried);
    await waitFor(() => expect(container.querySelector('.picture')?.className).toContain('loaded'));
  });

  test('starts loading only when it comes near the screen', async () => {
    intersection.auto = false;
    const { container } = render(
      <Picture src="https://cdn.test/c.png" alt="Desk" width={400} height={400} sizes="80px" />,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(image(container)).toBeNull();
    intersection.enter();
    await waitFor(() => expect(image(container)?.getAttribute('src')).toBe('https://cdn.test/c.png'));
  });

  test('names what it will show before it comes near the screen, so a link holding only it has a name', async () => {
    intersection.auto = false;
    const { container, getByRole } = render(
      <a href="/detail/1/2">
        <Picture src="https://cdn.test/d.png" alt="Desk lamp" width={400} height={400} sizes="72px" />
      </a>,
    );
    expect(image(container)).toBeNull();
    expect(getByRole('link', { name: 'Desk lamp' })).toBeTruthy();
    intersection.enter();
    const img = await shown(container);
    // Drawn, the picture names itself, once.
    expect(img.getAttribute('alt')).toBe('Desk lamp');
    expect(container.querySelectorAll('[aria-label="Desk lamp"]')).toHaveLength(0);
  });

  test('a decorative picture (no alternative text) says nothing before it comes either', () => {
    intersection.auto = false;
    const { container } = render(<Picture src="https://cdn.test/e.png" alt="" width={40} height={40} sizes="40px" />);
    expect(container.querySelector('[role="img"]')).toBeNull();
  });

  test('lays out its box from the intrinsic size before the picture comes, and the picture has it too', async () => {
    intersection.auto = false;
    const { container } = render(
      <Picture src="https://cdn.test/d.png" alt="Banner" {...PICTURE.banner} sizes="100vw" />,
    );
    const box = container.querySelector<HTMLElement>('.picture')!;
    expect(box.style.getPropertyValue('--image-ratio')).toBe('750 / 300');
    expect(image(container)).toBeNull();
    intersection.enter();
    const img = await shown(container);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['750', '300']);
  });

  test('below the fold: lazy, decoded off the main thread, at the normal priority', async () => {
    const { container } = render(<Picture src="https://cdn.test/e.png" alt="Card" {...PICTURE.product} sizes="50vw" />);
    const img = await shown(container);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBe('auto');
  });

  test("the screen's largest picture loads at once, first, and is drawn with the page", () => {
    intersection.auto = false;
    const { container } = render(
      <Picture src="https://cdn.test/f.png" alt="Hero" {...PICTURE.banner} sizes="100vw" priority />,
    );
    // In the first render already: not waiting for the observer.
    const img = image(container)!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('decoding')).toBe('sync');
  });

  test('an eager picture loads at once without jumping ahead of the largest one', () => {
    intersection.auto = false;
    const { container } = render(
      <Picture src="https://cdn.test/g.png" alt="Logo" {...PICTURE.avatar} sizes="56px" eager />,
    );
    const img = image(container)!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('auto');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['200', '200']);
  });

  describe('the width the box needs', () => {
    const origin = window.location.origin;
    /** The widths of a srcset, and each candidate's URL. */
    const candidates = (img: HTMLImageElement) =>
      (img.getAttribute('srcset') ?? '').split(', ').map((candidate) => {
        const [url = '', width = ''] = candidate.split(' ');
        return { url, width };
      });

    test("a picture of the page's own origin lists every width the gateway makes, and the box's sizes", async () => {
      const { container } = render(
        <Picture
          src={`${origin}/uploads/shop/7/lamp.jpg`}
          alt="Lamp"
          {...PICTURE.product}
          sizes="(min-width: 480px) 223px, calc(50vw - 17px)"
        />,
      );
      const img = await shown(container);
      expect(PICTURE_WIDTHS).toEqual([96, 160, 240, 360, 480, 720, 960, 1280]);
      expect(candidates(img)).toEqual(
        PICTURE_WIDTHS.map((width) => ({ url: `${origin}/uploads/shop/7/lamp.jpg?w=${width}`, width: `${width}w` })),
      );
      expect(img.getAttribute('sizes')).toBe('(min-width: 480px) 223px, calc(50vw - 17px)');
      // For a browser without srcset: a middle width, never the original.
      expect(img.getAttribute('src')).toBe(`${origin}/uploads/shop/7/lamp.jpg?w=480`);
      // Its shape before it comes, and the usual lazy, off-main-thread load below the fold.
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '400']);
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(img.getAttribute('fetchpriority')).toBe('auto');
    });

    test('a path on the same origin keeps its query and stays a path', async () => {
      const { container } = render(
        <Picture src="/static/banners/b1.png?v=3" alt="Sale" {...PICTURE.banner} sizes="100vw" />,
      );
      const img = await shown(container);
      expect(candidates(img)[0]).toEqual({ url: '/static/banners/b1.png?v=3&w=96', width: '96w' });
      expect(candidates(img)).toHaveLength(PICTURE_WIDTHS.length);
    });

    test('a picture on another host, an SVG, or a data URL is used as it is, without srcset or sizes', async () => {
      for (const src of [
        'https://cdn.test/lamp.jpg',
        `${origin}/static/logo.svg`,
        '/static/drawn/PRODUCT.SVG',
        'data:image/png;base64,iVBORw0KGgo=',
      ]) {
        const { container, unmount } = render(<Picture src={src} alt="Lamp" {...PICTURE.product} sizes="56px" />);
        const img = await shown(container);
        expect(img.getAttribute('src')).toBe(src);
        expect(img.hasAttribute('srcset')).toBe(false);
        expect(img.hasAttribute('sizes')).toBe(false);
        unmount();
      }
    });

    test("the screen's largest picture: every width, the box's sizes, fetched first and at once", () => {
      intersection.auto = false;
      const { container } = render(
        <Picture src="/uploads/banner.jpg" alt="Hero" {...PICTURE.banner} sizes="100vw" priority />,
      );
      const img = image(container)!;
      expect(candidates(img).map(({ width }) => width)).toEqual(PICTURE_WIDTHS.map((width) => `${width}w`));
      expect(img.getAttribute('sizes')).toBe('100vw');
      expect(img.getAttribute('fetchpriority')).toBe('high');
      expect(img.getAttribute('loading')).toBe('eager');
    });

    test('a retry asks for every width again under new URLs', async () => {
      const { container } = render(<Picture src="/uploads/a.jpg" alt="Lamp" {...PICTURE.product} sizes="56px" eager />);
      fireEvent.error(image(container)!);
      const retried = await waitFor(() => {
        const img = image(container);
        expect(img?.getAttribute('src')).toBe('/uploads/a.jpg?retry=1&w=480');
        return img!;
      });
      expect(candidates(retried)[0]).toEqual({ url: '/uploads/a.jpg?retry=1&w=96', width: '96w' });
    });

    test('the full-screen viewer asks for the largest width, and only once opened', async () => {
      expect(LARGEST_PICTURE_WIDTH).toBe(Math.max(...PICTURE_WIDTHS));
      const { FullScreenImages } = await import('../../client/src/components/FullScreenImages.tsx');
      const { rerender } = render(<span />);
      expect(document.querySelector('.adm-image-viewer-content')).toBeNull();
      rerender(
        <FullScreenImages images={['/uploads/a.jpg', 'https://cdn.test/b.jpg']} index={0} onClose={() => undefined} />,
      );
      await waitFor(() => expect(document.querySelector('.adm-image-viewer-content img')).not.toBeNull());
      const shownUrls = [...document.querySelectorAll('.adm-image-viewer-content img')].map((img) =>
        img.getAttribute('src'),
      );
      expect(shownUrls).toContain('/uploads/a.jpg?w=1280');
      expect(shownUrls.some((url) => url?.includes('w=') && !url.endsWith('w=1280'))).toBe(false);
    });
  });
});
