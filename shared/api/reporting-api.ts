import { OrganicShareSubscriber, ValidEkg } from '../domain/reporting/models';
import { list } from '../lib/schema';
import { apiDelete, apiDownload, apiGet, apiPost } from './http/client';
import { pathSegment } from './http/path-segment';
import { readAs } from './http/shape';

/** The subscribers: null is none; entries without an address are dropped. */
const Subscribers = list(OrganicShareSubscriber);
const readSubscribers = (model: unknown) => readAs(Subscribers, model, 'organic-share subscribers');

/**
 * SPEC 7 does not say what POST and DELETE answer. A list is the list after the change (the mock sends
 * it) and is taken as such; anything else is null, and the island applies the change to its own list.
 */
const readListIfAny = (model: unknown) => (Array.isArray(model) ? readSubscribers(model) : null);

/** The EKGs: null is none; entries without an id are dropped. */
const Ekgs = list(ValidEkg);
const readEkgs = (model: unknown) => readAs(Ekgs, model, 'valid EKGs');

export interface ReportPeriod {
  /** `yyyy-MM-dd`. */
  fromDate: string;
  toDate: string;
}

export interface Co2ReportRequest {
  /** An EKG's Id; undefined: the whole customer. */
  ekgId?: string;
  /** yyyymmdd (SPEC 7), see shared/domain/reporting/yyyymmdd.ts. */
  fromDate: string;
  endDate: string;
}

/** SPEC 7 Reporting and sustainability. */
export const reportingApi = {
  /** GET reporting/organicshare/subscribers. */
  subscribers: (signal?: AbortSignal) =>
    apiGet('reporting/organicshare/subscribers', { read: readSubscribers, signal }),
  /**
   * POST reporting/organicshare/subscribers with query EmailAddress (SPEC 7), and the same in the body
   * for a server that binds the body. The 400 Message is the form's (validation group).
   */
  addSubscriber: (email: string) =>
    apiPost(
      'reporting/organicshare/subscribers',
      { EmailAddress: email },
      { searchParams: { EmailAddress: email }, validationGroup: 'organic-share', read: readListIfAny },
    ),
  /** DELETE reporting/organicshare/subscribers with query EmailAddress. */
  removeSubscriber: (email: string) =>
    apiDelete('reporting/organicshare/subscribers', { searchParams: { EmailAddress: email }, read: readListIfAny }),
  /**
   * POST reporting/organicshare/report/email {fromDate, toDate}: the answer is not read (SPEC 7). The dates
   * go as `yyyy-MM-dd`, the ISO form a JSON body's dates bind from; SPEC 7 gives yyyymmdd for the CO2
   * report's query only.
   */
  sendOrganicShareReport: async (period: ReportPeriod): Promise<void> => {
    await apiPost('reporting/organicshare/report/email', period, {
      validationGroup: 'organic-share',
      read: () => undefined,
    });
  },
  /** GET environmentalimpact/co2report/validekgs. */
  validEkgs: (signal?: AbortSignal) => apiGet('environmentalimpact/co2report/validekgs', { read: readEkgs, signal }),
  /**
   * The CO2 report as a file (SPEC 7 download URL): GET .../ekg/{id} or .../ekg/customer with fromDate and
   * endDate, through apiDownload (every cross-cutting parameter and header, session expiry, abort). Rejects,
   * never requests, for an EKG id that cannot be a path segment (path-segment.ts; the widget says so first).
   */
  co2Report: async ({ ekgId, fromDate, endDate }: Co2ReportRequest, signal?: AbortSignal): Promise<Response> =>
    apiDownload(`environmentalimpact/co2report/ekg/${ekgId === undefined ? 'customer' : pathSegment(ekgId)}`, {
      searchParams: { fromDate, endDate },
      signal,
    }),
};
