import { afterEach } from 'vitest';

// Each test starts from a clean document: islands, page context and cookies never leak between tests.
afterEach(() => {
  if (typeof document === 'undefined') return;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
