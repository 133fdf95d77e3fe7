/** Words as a list's body takes them (`[{ word }]`), for the list and sync suites. */
export const words = (...list: string[]) => list.map((word) => ({ word }));
