/** Where a lead stands (issue 21, decision 0025), in the order the team moves it. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const

export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** How the admin area names each status. */
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
}
