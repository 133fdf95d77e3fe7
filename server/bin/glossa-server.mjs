#!/usr/bin/env node
// Runs the TypeScript command line through tsx, so the server needs no build step.
import { register } from 'tsx/esm/api';

register();
await import('../cli.ts');
