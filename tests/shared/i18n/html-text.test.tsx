// @vitest-environment jsdom
// DOMPurify needs a DOM that parses like a browser; happy-dom keeps <script> and handlers through it.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlText } from '../../../shared/i18n/html-text';

describe('HtmlText', () => {
  it('keeps harmless markup and strips scripts and handlers from translations', () => {
    const { container } = render(<HtmlText html={'We have <strong>60</strong> labels<script>alert(1)</script><img src="x" onerror="alert(2)">'} />);
    expect(container.querySelector('strong')?.textContent).toBe('60');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
