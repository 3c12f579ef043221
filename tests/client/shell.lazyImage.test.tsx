/**
 * LazyImage (spec section 9: lazy images, 3 attempts): it loads when near the
 * screen, retries a failed load, and shows a placeholder after the third failure.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { IMAGE_ATTEMPTS, LazyImage } from '../../client/src/components/LazyImage.tsx';
import { intersection } from './support/polyfills.ts';

function image(container: HTMLElement): HTMLImageElement | null {
  return container.querySelector('img');
}

describe('LazyImage', () => {
  test('makes 3 attempts, then shows the placeholder', async () => {
    expect(IMAGE_ATTEMPTS).toBe(3);
    const { container } = render(<LazyImage src="https://cdn.test/a.png" alt="Lamp" eager />);
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
    expect(tried).toEqual(['https://cdn.test/a.png', 'https://cdn.test/a.png?retry=1', 'https://cdn.test/a.png?retry=2']);
    expect(screen.getByRole('img', { name: 'Lamp' }).className).toContain('lazy-image-fallback');
  });

  test('a retry that loads shows the image', async () => {
    const { container } = render(<LazyImage src="https://cdn.test/b.png?w=200" alt="Chair" eager />);
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
    const { container } = render(<LazyImage src="https://cdn.test/c.png" alt="Desk" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(image(container)).toBeNull();
    intersection.enter();
    await waitFor(() => expect(image(container)?.getAttribute('src')).toBe('https://cdn.test/c.png'));
  });
});
