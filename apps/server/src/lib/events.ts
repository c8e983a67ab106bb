// A small typed in-process event bus: modules announce what happened, others (notifications, live feeds)
// subscribe without the announcer knowing them. Listeners never break the request that emitted.

import type { UserRecord } from '../modules/users/users.repository';

export type ClientActivityType = 'view' | 'download' | 'comment' | 'approval' | 'form';

export interface ClientActivity {
  type: ClientActivityType;
  portalId: string;
  ownerId: string;
  fileId?: string | null;
  visitorId?: string | null;
  /** One line a person can read, e.g. 'Dana commented on "Logo.pdf"'. */
  summary: string;
  /** Approvals only: what the client decided. */
  decision?: 'approved' | 'changes_requested';
  /** One of several activities from a single client action (downloading all files), and a line for the whole. */
  batch?: { index: number; size: number; summary: string };
  /** Recorded for analytics but no news for the creator: a view by a visitor already announced today. */
  quiet?: boolean;
  at: string;
  /**
   * The portal owner's user row when the emitter has just read it, so listeners need not read it again.
   * Server-side only: it holds the whole row (settings, email), never to be passed on to a client as is.
   */
  owner?: UserRecord;
}

export interface AppEvents {
  'client.activity': ClientActivity;
}

export type EventListener<K extends keyof AppEvents> = (payload: AppEvents[K]) => void | Promise<void>;

export interface EventBus {
  /** Subscribes; answers the function that unsubscribes. */
  on<K extends keyof AppEvents>(name: K, listener: EventListener<K>): () => void;
  emit<K extends keyof AppEvents>(name: K, payload: AppEvents[K]): void;
}

export function createEventBus(onError: (error: unknown, name: string) => void): EventBus {
  const listeners = new Map<keyof AppEvents, Set<EventListener<keyof AppEvents>>>();
  return {
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      set.add(listener as EventListener<keyof AppEvents>);
      return () => set.delete(listener as EventListener<keyof AppEvents>);
    },
    emit(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          const result = listener(payload);
          if (result instanceof Promise) result.catch((error) => onError(error, name));
        } catch (error) {
          onError(error, name);
        }
      }
    },
  };
}
