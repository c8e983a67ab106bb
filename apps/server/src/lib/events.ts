// A small typed in-process event bus: modules announce what happened, others (notifications, live feeds)
// subscribe without the announcer knowing them. Listeners never break the request that emitted.

export type EventListener<Events, K extends keyof Events> = (payload: Events[K]) => void | Promise<void>;

export interface EventBus<Events> {
  /** Subscribes; answers the function that unsubscribes. */
  on<K extends keyof Events>(name: K, listener: EventListener<Events, K>): () => void;
  emit<K extends keyof Events>(name: K, payload: Events[K]): void;
  /** Like emit, but settles once every listener has: for what the announcer's answer should already reflect. */
  emitAndWait<K extends keyof Events>(name: K, payload: Events[K]): Promise<void>;
}

/** The modules' events are declared where they are wired (AppEvents in app-context.ts), so lib knows none of them. */
export function createEventBus<Events>(onError: (error: unknown, name: keyof Events) => void): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<EventListener<Events, keyof Events>>>();
  return {
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      set.add(listener as EventListener<Events, keyof Events>);
      return () => set.delete(listener as EventListener<Events, keyof Events>);
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
    async emitAndWait(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          await listener(payload);
        } catch (error) {
          onError(error, name);
        }
      }
    },
  };
}
