// A counting allocator for the state-copy benchmark (Linux, glibc only).
//
// Strong definitions of malloc & co. in the executable take precedence over libc's for every
// library of the process (ELF interposition), the Swift runtime's included. Each forwards to
// glibc's exported __libc_* entry point, so no dlsym bootstrap is needed. Keep this target out
// of test binaries: it replaces the allocator of the whole process.
#define _GNU_SOURCE
#include "MallocCounter.h"
#include <errno.h>
#include <malloc.h>
#include <string.h>
#include <time.h>

// A sanitizer brings its own allocator; interposing ours as well crashes the process. Sanitizer
// builds (`swift test --sanitize=address`) therefore count nothing, like a non-glibc system.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define MC_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define MC_SANITIZED 1
#endif
#endif

#if defined(__GLIBC__) && !defined(MC_SANITIZED)

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);
extern void *__libc_memalign(size_t, size_t);

// Per thread: plain increments, no atomics, and nothing from other threads.
static _Thread_local uint64_t t_allocations, t_bytes, t_large;
static _Thread_local int64_t t_live;
static _Thread_local size_t t_large_threshold = (size_t)-1;
static int g_active;

static inline void count(size_t n) {
  t_allocations++;
  t_bytes += n;
  if (n >= t_large_threshold) t_large++;
  g_active = 1;
}

// What a block really occupies (glibc rounds a request up); 0 for NULL.
static inline int64_t usable(void *p) { return p ? (int64_t)malloc_usable_size(p) : 0; }
static inline void *held(void *p) { t_live += usable(p); return p; }

void *malloc(size_t n) { count(n); return held(__libc_malloc(n)); }
void *calloc(size_t a, size_t b) { count(a * b); return held(__libc_calloc(a, b)); }
// A realloc that moves or grows is an allocation of `n` bytes as far as cost goes.
void *realloc(void *p, size_t n) {
  count(n);
  int64_t before = usable(p);
  void *q = __libc_realloc(p, n);
  // A failed realloc leaves the old block in place.
  if (q || n == 0) t_live += usable(q) - before;
  return q;
}
void free(void *p) { t_live -= usable(p); __libc_free(p); }
void *memalign(size_t alignment, size_t n) {
  count(n);
  return held(__libc_memalign(alignment, n));
}
void *aligned_alloc(size_t alignment, size_t n) { return memalign(alignment, n); }
int posix_memalign(void **out, size_t alignment, size_t n) {
  void *p = memalign(alignment, n);
  if (!p) return ENOMEM;
  *out = p;
  return 0;
}

mc_counters mc_thread_counters(void) {
  mc_counters c = {t_allocations, t_bytes, t_large, t_live};
  return c;
}
uint64_t mc_thread_mallocs(void) { return t_allocations; }
void mc_set_large_threshold(size_t bytes) { t_large_threshold = bytes; }
int mc_is_active(void) { return g_active; }

#else  // Not glibc, or a sanitizer build: no counting; the benchmark reports the counters as unavailable.

mc_counters mc_thread_counters(void) { mc_counters c = {0, 0, 0, 0}; return c; }
uint64_t mc_thread_mallocs(void) { return 0; }
void mc_set_large_threshold(size_t bytes) { (void)bytes; }
int mc_is_active(void) { return 0; }

#endif

uint64_t mc_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

uint64_t mc_memcpy_ns(void *dst, const void *src, size_t n, int reps) {
  uint64_t start = mc_now_ns();
  for (int i = 0; i < reps; i++) {
    memcpy(dst, src, n);
    __asm__ volatile("" ::: "memory");  // the copy must happen every time
  }
  return mc_now_ns() - start;
}
