import { describe, expect, it } from 'vitest';
import { type AutosaveAnswer, Autosaver, type AutosaveState } from './autosave';

/**
 * A form as the autosaver sees it: its values, the last saved ones, whether they pass the form's
 * checks, and a server whose answers the test hands out one by one (so a write can be in flight).
 * The pause is a clock the test moves.
 */
function bench(initial = 'a') {
  const form = { values: initial, saved: initial, valid: true };
  const states: AutosaveState['phase'][] = [];
  const sent: string[] = [];
  const answers: ((answer: AutosaveAnswer) => void)[] = [];
  let clock = 0;
  let pauses: { at: number; run: () => void }[] = [];
  const saver = new Autosaver({
    idleMs: 2_000,
    unsaved: () => (form.values === form.saved ? null : form.values),
    valid: () => form.valid,
    send: (snapshot) => {
      sent.push(snapshot);
      return new Promise((resolve) =>
        answers.push((answer) => {
          if (answer === 'saved') form.saved = snapshot;
          resolve(answer);
        }),
      );
    },
    report: (state) => states.push(state.phase),
    now: () => new Date(Date.UTC(2026, 11, 1, 13, 32)),
    later: (run, ms) => {
      const pause = { at: clock + ms, run };
      pauses.push(pause);
      return () => {
        pauses = pauses.filter((other) => other !== pause);
      };
    },
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    form,
    states,
    sent,
    saver,
    /** Types `values` (one change of the form). */
    type(values: string) {
      form.values = values;
      saver.edited();
    },
    async wait(ms: number) {
      clock += ms;
      const due = pauses.filter((pause) => pause.at <= clock);
      pauses = pauses.filter((pause) => pause.at > clock);
      for (const pause of due) pause.run();
      await settled();
    },
    async answer(answer: AutosaveAnswer) {
      const next = answers.shift();
      if (!next) throw new Error('nothing in flight');
      next(answer);
      await settled();
    },
  };
}

describe('Autosaver', () => {
  it('saves once the typing pauses, not at every key', async () => {
    const b = bench();
    b.type('ab');
    await b.wait(1_000);
    b.type('abc');
    await b.wait(1_999);
    expect(b.sent).toEqual([]);
    await b.wait(1);
    expect(b.sent).toEqual(['abc']);
    expect(b.states).toEqual(['saving']);
    await b.answer('saved');
    expect(b.states).toEqual(['saving', 'saved']);
    // Nothing new: the next pause sends nothing.
    b.saver.edited();
    await b.wait(2_000);
    expect(b.sent).toEqual(['abc']);
  });

  it('sends one write at a time: what is typed meanwhile goes after the answer', async () => {
    const b = bench();
    b.type('ab');
    await b.wait(2_000);
    b.type('abc');
    await b.wait(2_000);
    expect(b.sent).toEqual(['ab']);
    await b.answer('saved');
    expect(b.sent).toEqual(['ab', 'abc']);
    await b.answer('saved');
    expect(b.form.saved).toBe('abc');
  });

  it('does not send what fails the form’s checks, and says so', async () => {
    const b = bench();
    b.form.valid = false;
    b.type('');
    await b.wait(2_000);
    expect(b.sent).toEqual([]);
    expect(b.states).toEqual(['invalid']);
    b.form.valid = true;
    b.type('fixed');
    await b.wait(2_000);
    expect(b.sent).toEqual(['fixed']);
  });

  it('typed back to the saved values after a refusal: says what was saved again, sends nothing', async () => {
    const b = bench('saved text');
    b.type('saved text, more');
    await b.wait(2_000);
    await b.answer('saved');
    b.form.valid = false;
    b.type('');
    await b.wait(2_000);
    b.form.valid = true;
    b.type('saved text, more');
    await b.wait(2_000);
    expect(b.sent).toEqual(['saved text, more']);
    expect(b.states).toEqual(['saving', 'saved', 'invalid', 'saved']);
  });

  it('after a refusal or a failure, the next change tries again', async () => {
    const b = bench();
    b.type('x');
    await b.wait(2_000);
    await b.answer('failed');
    expect(b.states).toEqual(['saving', 'failed']);
    b.type('xy');
    await b.wait(2_000);
    await b.answer('invalid');
    b.type('xyz');
    await b.wait(2_000);
    expect(b.sent).toEqual(['x', 'xy', 'xyz']);
    expect(b.states).toEqual(['saving', 'failed', 'saving', 'invalid', 'saving']);
  });

  it('stops for good when someone else saved first', async () => {
    const b = bench();
    b.type('mine');
    await b.wait(2_000);
    await b.answer('conflict');
    expect(b.states).toEqual(['saving', 'stopped']);
    expect(b.saver.stopped).toBe(true);
    b.type('mine, more');
    await b.wait(10_000);
    expect(await b.saver.flush()).toBe(false);
    expect(b.sent).toEqual(['mine']);
  });

  it('flush saves at once, after the write in flight, and answers whether all is saved', async () => {
    const b = bench();
    b.type('ab');
    await b.wait(2_000);
    b.type('abc');
    const flushed = b.saver.flush();
    await b.answer('saved');
    await b.answer('saved');
    expect(await flushed).toBe(true);
    expect(b.sent).toEqual(['ab', 'abc']);
    b.form.valid = false;
    b.type('');
    expect(await b.saver.flush()).toBe(false);
  });

  it('settle cancels the pause and waits for the write in flight without sending another', async () => {
    const b = bench();
    b.type('ab');
    await b.wait(2_000);
    b.type('abc');
    const settled = b.saver.settle();
    await b.answer('saved');
    await settled;
    await b.wait(5_000);
    expect(b.sent).toEqual(['ab']);
  });
});
