/**
 * LazyImage (spec section 9: lazy images, 3 attempts): it loads when near the
 * screen, retries a failed load, and shows a placeholder after the third failure.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { IMAGE_ATTEMPTS, LazyImage, PICTURE } from '../../client/src/components/LazyImage.tsx';
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

describe('LazyImage', () => {
  test('makes 3 attempts, then shows the placeholder', async () => {
    expect(IMAGE_ATTEMPTS).toBe(3);
    const { container } = render(<LazyImage src="https://cdn.test/a.png" alt="Lamp" width={400} height={400} eager />);
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
    expect(screen.getByRole('img', { name: 'Lamp' }).className).toContain('lazy-image-fallback');
  });

  test('a retry that loads shows the image', async () => {
    const { container } = render(
      <LazyImage src="https://cdn.test/b.png?w=200" alt="Chair" width={400} height={400} eager />,
    );
    fireEvent.error(image(container)!);
    const retried = await waitFor(() => {
      const img = image(container);
      expect(img?.getAttribute('src')).toBe('https://cdn.test/b.png?w=200&retry=1');
      return img!;
    });
    fireEvent.load(retried);
    await waitFor(() => expect(container.querySelector('.lazy-image')?.className).toContain('loaded'));
  });

  test('starts loading only when it comes near the screen', async () => {
    intersection.auto = false;
    const { container } = render(<LazyImage src="https://cdn.test/c.png" alt="Desk" width={400} height={400} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(image(container)).toBeNull();
    intersection.enter();
    await waitFor(() => expect(image(container)?.getAttribute('src')).toBe('https://cdn.test/c.png'));
  });

  test('lays out its box from the intrinsic size before the picture comes, and the picture has it too', async () => {
    intersection.auto = false;
    const { container } = render(<LazyImage src="https://cdn.test/d.png" alt="Banner" {...PICTURE.banner} />);
    const box = container.querySelector<HTMLElement>('.lazy-image')!;
    expect(box.style.getPropertyValue('--image-ratio')).toBe('750 / 300');
    expect(image(container)).toBeNull();
    intersection.enter();
    const img = await shown(container);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['750', '300']);
  });

  test('below the fold: lazy, decoded off the main thread, at the normal priority', async () => {
    const { container } = render(<LazyImage src="https://cdn.test/e.png" alt="Card" {...PICTURE.product} />);
    const img = await shown(container);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBe('auto');
  });

  test("the screen's largest picture loads at once, first, and is drawn with the page", () => {
    intersection.auto = false;
    const { container } = render(<LazyImage src="https://cdn.test/f.png" alt="Hero" {...PICTURE.banner} priority />);
    // In the first render already: not waiting for the observer.
    const img = image(container)!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('decoding')).toBe('sync');
  });

  test('an eager picture loads at once without jumping ahead of the largest one', () => {
    intersection.auto = false;
    const { container } = render(<LazyImage src="https://cdn.test/g.png" alt="Logo" {...PICTURE.avatar} eager />);
    const img = image(container)!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('auto');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['200', '200']);
  });
});
