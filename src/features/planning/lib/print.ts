/** The guests' answers as head-counts (from the guests feature, passed in by the route). */
export interface GuestTotals {
  attending: number;
  maybe: number;
  declined: number;
  noAnswer: number;
}
