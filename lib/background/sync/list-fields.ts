/**
 * The fields of a list a change sends the service (L1's creation, L2's update): from the
 * outbox entry, the list as this browser keeps it, or both; a type the service does not know
 * is left out.
 */
import { LIST_TYPES, type ListType } from '../../shared/api';
import type { ListRecord, OutboxEntry } from '../store/db';
import type { NewListFields } from './types';

/** The list's type, if it is one the service knows. */
function asType(type: string | undefined): ListType | undefined {
  return LIST_TYPES.includes(type as ListType) ? (type as ListType) : undefined;
}

/** A creation's fields: the entry's, else the list's as kept here. */
export function createFields(entry: OutboxEntry, list: ListRecord): NewListFields {
  const type = asType(entry.payload.type);
  return {
    name: entry.payload.name ?? list.name,
    ...(entry.payload.description !== undefined && { description: entry.payload.description }),
    ...(type && { type }),
  };
}

/** The list's fields as kept here. */
export function listFields(list: ListRecord): NewListFields {
  const type = asType(list.type);
  return {
    name: list.name,
    ...(list.description !== undefined && { description: list.description }),
    ...(type && { type }),
  };
}

/** What an update changes: only the fields the entry names. */
export function changeFields(entry: OutboxEntry) {
  const type = asType(entry.payload.type);
  return {
    ...(entry.payload.name !== undefined && { name: entry.payload.name }),
    ...(entry.payload.description !== undefined && { description: entry.payload.description }),
    ...(type && { type }),
  };
}
