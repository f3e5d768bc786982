/** SPEC 3 Organic-share subscriber: identified by its e-mail address. */
export interface OrganicShareSubscriber {
  EmailAddress: string;
}

/** One EKG the CO2 report may be narrowed to (GET environmentalimpact/co2report/validekgs). */
export interface ValidEkg {
  Id: string;
  Name: string;
}
