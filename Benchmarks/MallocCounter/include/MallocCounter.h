#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H
#include <stdint.h>
#include <stddef.h>

/// What the calling thread allocated since it started: counts and requested bytes.
///
/// Counters are per thread (`_Thread_local`), so another thread's allocations never show up
/// in a measurement. `large` counts the allocations of at least `mc_set_large_threshold`
/// bytes — the benchmark sets it to the size of the state's article storage, so a whole-list
/// copy (copy-on-write or explicit) is counted whatever caused it.
///
/// `live` is the calling thread's net heap: the usable size of what it allocated minus the
/// usable size of what it freed (a block freed by another thread than the one that allocated
/// it moves bytes between their counters). A difference of two readings on one thread is what
/// that thread's code still holds: the benchmark's retained memory.
typedef struct {
  uint64_t allocations;
  uint64_t bytes;
  uint64_t large;
  int64_t live;
} mc_counters;

/// The calling thread's counters.
mc_counters mc_thread_counters(void);
/// Allocations made by the calling thread since it started.
uint64_t mc_thread_mallocs(void);
/// Sets the size from which an allocation counts as large, for the calling thread.
void mc_set_large_threshold(size_t bytes);
/// 1 when the counting allocator is linked in and has seen an allocation; 0 otherwise.
int mc_is_active(void);
/// Monotonic clock, nanoseconds.
uint64_t mc_now_ns(void);
/// Time of `reps` memcpy calls of `n` bytes, in nanoseconds in total: the copy floor.
uint64_t mc_memcpy_ns(void *dst, const void *src, size_t n, int reps);

#endif
