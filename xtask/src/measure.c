/*
 * The benchmark harness's launcher: runs a program with stdout discarded
 * and prints "wall_ns cpu_us max_rss_kb exit_status" on stderr. The
 * program's stderr goes to the file MEASURE_STDERR names (where the
 * harness finds the time the program measured for its own work), else it
 * is discarded too. Standard input comes from the file MEASURE_STDIN
 * names, when set.
 *
 * Linux counts the memory a process had before exec in its max RSS, so a
 * program started directly by the (larger) harness would report the
 * harness's size as a floor. This launcher is linked statically and stays
 * tiny; the program is forked from it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <fcntl.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: measure PROGRAM [ARGS...]\n");
    return 2;
  }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid_t pid = fork();
  if (pid < 0) {
    perror("fork");
    return 2;
  }
  if (pid == 0) {
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0) {
      dup2(null, 1);
      dup2(null, 2);
    }
    const char *input = getenv("MEASURE_STDIN");
    if (input != NULL) {
      int file = open(input, O_RDONLY);
      if (file >= 0) dup2(file, 0);
    }
    const char *errors = getenv("MEASURE_STDERR");
    if (errors != NULL) {
      int file = open(errors, O_WRONLY | O_CREAT | O_TRUNC, 0644);
      if (file >= 0) dup2(file, 2);
    }
    execvp(argv[1], argv + 1);
    _exit(127);
  }
  int status = 0;
  struct rusage usage;
  if (wait4(pid, &status, 0, &usage) != pid) {
    perror("wait4");
    return 2;
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  long long wall = (long long)(end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec);
  long long cpu = (long long)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000LL +
                  usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  fprintf(stderr, "%lld %lld %ld %d\n", wall, cpu, usage.ru_maxrss, code);
  return 0;
}
