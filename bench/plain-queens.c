/* plain-queens.c -- the baseline of bench-comptes.sh: the textbook bitmask
 * backtrack, with only the mirror symmetry (first queen in the left half,
 * counted twice), on one core. Not part of Tortue; built by the script. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint64_t solve(uint32_t mask, uint32_t left, uint32_t down, uint32_t right)
{
  if (down == mask) return 1;
  uint64_t count = 0;
  for (uint32_t free = mask & ~(left | down | right); free; ) {
    uint32_t bit = free & -free;
    free ^= bit;
    count += solve(mask, (left | bit) << 1, down | bit, (right | bit) >> 1);
  }
  return count;
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 8;
  if (n < 1 || n > 31) return 2;
  uint32_t mask = (uint32_t)((1ull << n) - 1);
  uint64_t total = 0;
  for (int col = 0; col < n / 2; col++) {
    uint32_t bit = 1u << col;
    total += 2 * solve(mask, bit << 1, bit, bit >> 1);
  }
  if (n % 2) {
    uint32_t bit = 1u << (n / 2);
    total += solve(mask, bit << 1, bit, bit >> 1);
  }
  printf("%llu\n", (unsigned long long)total);
  return 0;
}
