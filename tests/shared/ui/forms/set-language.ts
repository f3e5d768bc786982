import { initI18n } from '../../../../shared/i18n/i18n';
import { reloadPageContext } from '../../../../shared/context/page-context';

/** A page in the given language, as the form kit's texts read it. */
export function setLanguage(language: 'en' | 'da'): void {
  document.head.innerHTML = `<script type="application/json" id="page-context">{"language":"${language}"}</script>`;
  reloadPageContext();
  initI18n();
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
