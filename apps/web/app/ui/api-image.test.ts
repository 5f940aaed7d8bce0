import { describe, expect, it } from 'vitest';
import { displayImageUrl, imageUrl, srcSetFor, srcSetWidths } from './api-image.tsx';

describe('imageUrl', () => {
  it('asks the image endpoint for the shown size, capped at 2048 px', () => {
    expect(imageUrl('/api/images/abc', 320, 240)).toBe('/api/images/abc?w=320&h=240');
    expect(imageUrl('/api/images/abc', 319.6, 4000)).toBe('/api/images/abc?w=320&h=2048');
  });

  it('keeps parameters the path already has and adds extra ones', () => {
    expect(imageUrl('/api/images/abc?v=2&w=10', 64, 64)).toBe('/api/images/abc?v=2&w=64&h=64');
    expect(imageUrl('/api/images/abc', 180, 180, { format: 'png' })).toBe('/api/images/abc?w=180&h=180&format=png');
  });

  it('leaves other URLs alone', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg', 100, 100)).toBe('https://cdn.example.com/a.jpg');
  });
});

describe('displayImageUrl', () => {
  it('asks for the storefront quality in the format the browser negotiates', () => {
    expect(displayImageUrl('/api/images/abc', 320, 240)).toBe('/api/images/abc?w=320&h=240&q=75&format=auto');
    expect(displayImageUrl('/api/images/abc?v=2', 64.4, 64)).toBe('/api/images/abc?v=2&w=64&h=64&q=75&format=auto');
    expect(displayImageUrl('https://cdn.example.com/a.jpg', 100, 100)).toBe('https://cdn.example.com/a.jpg');
  });
});

describe('srcSetFor', () => {
  it('offers 1x and 2x for an image of a fixed size', () => {
    expect(srcSetFor('/api/images/abc', 40, 40, undefined)).toBe(
      '/api/images/abc?w=40&h=40&q=75&format=auto 1x, /api/images/abc?w=80&h=80&q=75&format=auto 2x',
    );
  });

  it('offers widths from half to twice the layout width, keeping the aspect ratio', () => {
    expect(srcSetWidths(480)).toEqual([240, 320, 480, 640, 800, 960]);
    expect(srcSetWidths(1600)).toEqual([800, 960, 1280, 1600, 2048]);
    const candidates = srcSetFor('/api/images/abc', 480, 360, '100vw')!.split(', ');
    expect(candidates[0]).toBe('/api/images/abc?w=240&h=180&q=75&format=auto 240w');
    expect(candidates.at(-1)).toBe('/api/images/abc?w=960&h=720&q=75&format=auto 960w');
  });

  it('leaves images from elsewhere to their own src', () => {
    expect(srcSetFor('https://cdn.example.com/a.jpg', 480, 360, '100vw')).toBeUndefined();
  });
});
