type Task = () => Promise<void>;

const tasks = new Set<Task>();

/**
 * Work that must reach the server before this session is verified: the cart's
 * save still waiting for its debounce belongs to the unverified session's own
 * cart, which the server merges into the account's once the code is entered
 * (docs/rules.md §4). Returns the function that unregisters it.
 */
export function beforeVerify(task: Task): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/** Runs every registered task; a failure is left to the task (the code is still checked). */
export async function runBeforeVerify(): Promise<void> {
  await Promise.all([...tasks].map((task) => task().catch(() => undefined)));
}
