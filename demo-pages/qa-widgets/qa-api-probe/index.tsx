import { useState } from 'react';
import { apiGet } from '../../../shared/api/http/client';
import { isApiError } from '../../../shared/api/http/errors';
import { emit } from '../../../shared/events/bus';
import { defineWidget } from '../../../shared/islands/define-widget';
import { widgetMeta } from '../../../shared/islands/widget-meta';

/**
 * QA only: calls the API through the real client (GET customers/current) and raises the
 * page-reload warning, so the first islands can be exercised on the mock server's scenarios.
 */
const meta = widgetMeta({
  name: 'qa-api-probe',
  summary: 'QA only: probes the API client.',
  props: {},
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'content-page.html',
  example: {},
});

function Probe() {
  const [result, setResult] = useState('');
  const load = async () => {
    setResult('…');
    try {
      const customer = await apiGet<{ Id: string; Name?: string }>('customers/current');
      setResult(`Current customer: ${customer.Name ?? customer.Id}`);
    } catch (error) {
      setResult(isApiError(error) ? error.message : String(error));
    }
  };
  return (
    <div className="demo-card">
      <h2>QA: API probe</h2>
      <button type="button" onClick={load}>
        Load the current customer
      </button>{' '}
      <button type="button" onClick={() => emit('pageReloadWarning', { reason: 'qa' })}>
        Raise the page-reload warning
      </button>
      <p aria-live="polite" data-testid="probe-result">
        {result}
      </p>
    </div>
  );
}

export default defineWidget({ meta, Component: Probe });
