import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { useNearScreen } from '../../client/src/components/useNearScreen.ts';
import { intersection } from './support/polyfills.ts';

/*
 * A part of a server-drawn page whose costly work waits until the shopper gets there
 * (components/useNearScreen.ts, ADR 0016): near the screen, or touched, whichever comes first.
 */

function Part({ now = false }: { now?: boolean }) {
  const holder = useRef<HTMLElement>(null);
  const near = useNearScreen(holder, now);
  return (
    <section ref={holder} data-testid="part">
      {near ? 'drawn whole' : 'as the server wrote it'}
    </section>
  );
}

beforeEach(() => {
  intersection.auto = false;
});

describe('a part that waits for the shopper', () => {
  test('stays as it is until it comes near the screen', async () => {
    render(<Part />);
    expect(screen.getByTestId('part').textContent).toBe('as the server wrote it');
    act(() => intersection.leave());
    expect(screen.getByTestId('part').textContent).toBe('as the server wrote it');
    act(() => intersection.enter([screen.getByTestId('part')]));
    expect(await screen.findByText('drawn whole')).toBeDefined();
  });

  test('a finger on it before it is near draws it at once', async () => {
    render(<Part />);
    fireEvent.pointerDown(screen.getByTestId('part'));
    expect(await screen.findByText('drawn whole')).toBeDefined();
  });

  test('drawn from the start where it need not wait (a page the browser rendered)', () => {
    render(<Part now />);
    expect(screen.getByTestId('part').textContent).toBe('drawn whole');
  });
});
