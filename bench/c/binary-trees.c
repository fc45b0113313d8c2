/* Binary trees with malloc and free, as bench/binary-trees.ts. */
#include <stdio.h>
#include <stdlib.h>
typedef struct Node { struct Node *left, *right; } Node;
static Node *bottom_up(int depth) {
  Node *node = malloc(sizeof(Node));
  if (depth > 0) { node->left = bottom_up(depth - 1); node->right = bottom_up(depth - 1); }
  else { node->left = node->right = NULL; }
  return node;
}
static int check(const Node *node) { return node->left == NULL ? 1 : 1 + check(node->left) + check(node->right); }
static void release(Node *node) { if (node->left) { release(node->left); release(node->right); } free(node); }
int main(void) {
  const int max_depth = 16, stretch = max_depth + 1;
  Node *s = bottom_up(stretch);
  printf("stretch tree of depth %d\t check: %d\n", stretch, check(s));
  release(s);
  Node *long_lived = bottom_up(max_depth);
  for (int depth = 4; depth <= max_depth; depth += 2) {
    int iterations = 1 << (max_depth - depth + 4), total = 0;
    for (int i = 0; i < iterations; i++) { Node *t = bottom_up(depth); total += check(t); release(t); }
    printf("%d\t trees of depth %d\t check: %d\n", iterations, depth, total);
  }
  printf("long lived tree of depth %d\t check: %d\n", max_depth, check(long_lived));
  release(long_lived);
  return 0;
}
