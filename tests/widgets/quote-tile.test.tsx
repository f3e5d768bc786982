import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import quoteTile from '../../widgets/quote-tile/index';
import { mountWidget } from './render-widget';

describe('quote tile (issue 18: a figure with a blockquote and a figcaption)', () => {
  it('puts the words in a blockquote and the author and role in the figcaption of one figure', () => {
    const { el } = mountWidget(quoteTile, {
      quote: 'Our orders arrive before seven.',
      author: 'Mette Jensen',
      role: 'Head chef, Kantinen på Havnen',
    });
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('blockquote')?.textContent).toBe('Our orders arrive before seven.');
    expect(figure.querySelector('figcaption')?.textContent).toBe('Mette JensenHead chef, Kantinen på Havnen');
    expect(el.querySelector('img')).toBeNull();
  });

  it("a portrait is decorative by default (the author is named); a logo gets the editor's text", () => {
    const { el } = mountWidget(quoteTile, { quote: 'Q', author: 'A', image: '/portrait.svg' });
    expect(el.querySelector('img')?.getAttribute('alt')).toBe('');
    mountWidget(quoteTile, { quote: 'Q', author: 'A', image: '/logo.svg', imageAlt: 'Kantinen på Havnen' });
    expect(screen.getByRole('img', { name: 'Kantinen på Havnen' }).getAttribute('src')).toBe('/logo.svg');
  });

  it('refuses, for the editor, a tile without words or author', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = mountWidget(quoteTile, { quote: 'Q' }, { language: 'en', editorMode: true });
    await waitFor(() => expect(el.textContent).toContain('author: is required'));
  });
});
