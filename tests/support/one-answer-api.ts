import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { reloadPageContext } from '../../shared/context/page-context';

/**
 * For the tests of the API readers: every /api call answers the same body, `{ Model: null }` until a test
 * says otherwise (`answer(model)`, or `answerBody(body)` for an envelope without Model), for a logged-in
 * buyer's page. `failure` is what a call rejected with (null when it resolved).
 */
export function useOneAnswerApi() {
  let body: Record<string, unknown> = { Model: null };
  const server = setupServer(http.all('*/api/*', () => HttpResponse.json(body)));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    body = { Model: null };
    document.head.innerHTML = `<script type="application/json" id="page-context">${JSON.stringify({ isAuthenticated: true, language: 'en' })}</script>`;
    reloadPageContext();
  });
  return {
    server,
    answer: (model: unknown) => {
      body = { Model: model };
    },
    answerBody: (next: Record<string, unknown>) => {
      body = next;
    },
    failure: (call: Promise<unknown>) =>
      call.then(
        () => null,
        (e: unknown) => e,
      ),
  };
}
