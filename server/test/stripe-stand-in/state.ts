/** What the operations work on: the stand-in's objects and the outbox of the events their changes emit. */
import { EventOutbox } from "./events";
import { ObjectStore } from "./store";

export interface StandInState {
  readonly store: ObjectStore;
  readonly events: EventOutbox;
}

export function newStandInState(webhookSecret: string): StandInState {
  const store = new ObjectStore();
  return { store, events: new EventOutbox(store, webhookSecret) };
}
