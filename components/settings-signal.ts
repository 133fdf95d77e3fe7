/**
 * The settings as this page shows them, under the name the bubble's inline view reads them by:
 * the settings store (components/stores.ts).
 */
import { stores } from './stores';

export const shownSettings = stores.settings;
