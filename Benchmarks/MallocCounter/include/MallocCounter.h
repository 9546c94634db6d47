#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H
#include <stdint.h>
/// Allocations made by the calling thread since it started (placeholder until the counter lands).
uint64_t mc_thread_mallocs(void);
#endif
