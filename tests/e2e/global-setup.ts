/** The browser tests talk to a real Glossa server: its word database is built once, as for the server tests. */
export { default } from '../../dev/word-database';
