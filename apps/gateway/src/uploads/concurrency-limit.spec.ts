import { concurrencyLimit } from './concurrency-limit';

/** A task that runs until the test lets it finish. */
function heldTask() {
  let finish!: () => void;
  let fail!: (err: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { run: jest.fn(() => done), finish, fail };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimit', () => {
  it('runs at most `size` tasks at once and starts the others in order as slots free up', async () => {
    const limit = concurrencyLimit(2);
    const tasks = [heldTask(), heldTask(), heldTask(), heldTask()];
    const results = tasks.map((task) => limit(task.run));
    await settle();
    expect(tasks.map((task) => task.run.mock.calls.length)).toEqual([1, 1, 0, 0]);

    tasks[1].finish();
    await settle();
    expect(tasks.map((task) => task.run.mock.calls.length)).toEqual([1, 1, 1, 0]);

    const failed = expect(results[0]).rejects.toThrow('undecodable');
    tasks[0].fail(new Error('undecodable'));
    await settle();
    expect(tasks.map((task) => task.run.mock.calls.length)).toEqual([1, 1, 1, 1]);
    await failed;

    tasks[2].finish();
    tasks[3].finish();
    await Promise.all(results.slice(1));
  });

  it('never lets a newcomer take a slot that was handed to a waiting task', async () => {
    const limit = concurrencyLimit(1);
    const first = heldTask();
    const second = heldTask();
    const third = heldTask();
    limit(first.run);
    limit(second.run);
    await settle();
    first.finish();
    limit(third.run);
    await settle();
    expect([second.run.mock.calls.length, third.run.mock.calls.length]).toEqual([1, 0]);
    second.finish();
    await settle();
    expect(third.run).toHaveBeenCalledTimes(1);
    third.finish();
  });
});
