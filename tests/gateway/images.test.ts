import { describe, expect, it } from 'vitest';
import { ImageUrls } from '../../gateway/src/images.ts';

const images = new ImageUrls('https://shop.example', 'http://127.0.0.1:4100');

/** No upstream or loopback address reaches a browser: image URLs point at the gateway. */
describe('image URLs', () => {
  it('makes relative upstream paths absolute against the gateway', () => {
    expect(images.one('/uploads/20240101/a.png')).toBe('https://shop.example/uploads/20240101/a.png');
  });

  it('moves URLs of the upstream host onto the gateway', () => {
    expect(images.one('http://127.0.0.1:4100/static/p/1.svg')).toBe('https://shop.example/static/p/1.svg');
  });

  it('leaves other hosts alone, including look-alikes of the upstream', () => {
    expect(images.one('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(images.one('http://127.0.0.1:41000/a.png')).toBe('http://127.0.0.1:41000/a.png');
    expect(images.one('http://127.0.0.1:4100.evil.example/a.png')).toBe('http://127.0.0.1:4100.evil.example/a.png');
  });

  it('completes protocol-relative URLs with https', () => {
    expect(images.one('//cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });

  it('answers an empty string for no image', () => {
    expect(images.one(null)).toBe('');
    expect(images.one(undefined)).toBe('');
    expect(images.one('')).toBe('');
  });

  it('splits a comma list, dropping empty members', () => {
    expect(images.list('/uploads/a.png,,http://127.0.0.1:4100/uploads/b.png, /uploads/c.png')).toEqual([
      'https://shop.example/uploads/a.png',
      'https://shop.example/uploads/b.png',
      'https://shop.example/uploads/c.png',
    ]);
    expect(images.list('')).toEqual([]);
    expect(images.list(null)).toEqual([]);
  });

  it('turns gateway URLs back into upstream paths, and leaves others as they are', () => {
    expect(images.toUpstream('https://shop.example/uploads/a.png')).toBe('/uploads/a.png');
    expect(images.toUpstream('/uploads/a.png')).toBe('/uploads/a.png');
    expect(images.toUpstream('https://shop.example.evil/uploads/a.png')).toBe(
      'https://shop.example.evil/uploads/a.png',
    );
    expect(images.toUpstream('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});

/** Pages a shopper opens or the storefront frames: the customer-service and merchant links. */
describe('page URLs', () => {
  it("makes the stand-in's own pages absolute on the gateway, keeping their query and anchor", () => {
    expect(images.page('/static/pages/service?lang=ar')).toBe('https://shop.example/static/pages/service?lang=ar');
    expect(images.page('http://127.0.0.1:4100/static/pages/merchant?lang=de#platform')).toBe(
      'https://shop.example/static/pages/merchant?lang=de#platform',
    );
  });

  it('keeps an https chat service elsewhere as it is', () => {
    expect(images.page('https://chat.example.org/room/7')).toBe('https://chat.example.org/room/7');
  });

  it('answers an empty string for anything that is not an http(s) page', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:a@b.example',
      '',
      null,
    ]) {
      expect(images.page(hostile), String(hostile)).toBe('');
    }
  });
});
