import { f } from '../../page-context/widget-fields';
import { widgetMeta } from '../../shared/islands/widget-meta';

export const meta = widgetMeta({
  name: 'sales-documents',
  summary:
    "The sales documents area (page context area SalesDocuments): the customer's invoices, credit notes and account " +
    'statements in a date range (the last 3 months unless the buyer picks dates) and of one type or all, 20 to a ' +
    'page, each downloadable as its PDF without leaving the page. Each search and each page has its own address ' +
    "(page number under the page context's paginationQueryKey), so Back, Forward and reload keep it.",
  props: {
    basePath: f.path({
      description:
        'The address the area lives under, e.g. "/sales-documents". Empty: the page context\'s areaBasePath, else ' +
        'the address with the screen part removed.',
      default: '',
      allowEmpty: true,
    }),
  },
  recommendedLoadOn: 'eager',
  needsPageContext: true,
  demoPage: 'sales-documents.html',
  example: { basePath: '/sales-documents' },
});
