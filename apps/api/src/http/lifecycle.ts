/** Where the process is in its life: health reports 'draining' once a stop has begun. */
export class Lifecycle {
  draining = false;
}
