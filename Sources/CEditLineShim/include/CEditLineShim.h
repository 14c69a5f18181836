#ifndef FEELALOUD_CEDITLINE_SHIM_H
#define FEELALOUD_CEDITLINE_SHIM_H
#include <stdio.h>
#include <histedit.h>

/* Non-variadic wrappers around libedit's variadic el_set / history calls, and accessors
 * for C globals Swift 6 treats as shared mutable state. */

FILE *fa_stdin(void);
FILE *fa_stdout(void);
FILE *fa_stderr(void);

/* Sets LC_CTYPE from the environment; falls back to C.UTF-8 when that is not UTF-8.
 * Returns 1 when a UTF-8 locale is active afterwards. */
int fa_setup_utf8_locale(void);

typedef unsigned char (*fa_key_fn)(EditLine *, int);
typedef const char *(*fa_prompt_fn)(EditLine *);

EditLine *fa_el_open(const char *prog);
void fa_el_close(EditLine *el);
void fa_el_set_prompt(EditLine *el, fa_prompt_fn fn);
void fa_el_set_prompt_esc(EditLine *el, fa_prompt_fn fn, char esc);
void fa_el_set_editor(EditLine *el, const char *mode);
void fa_el_set_signal(EditLine *el, int on);
void fa_el_set_history(EditLine *el, History *h);
void fa_el_add_function(EditLine *el, const char *name, const char *help, fa_key_fn fn);
void fa_el_bind(EditLine *el, const char *key, const char *command);
void fa_el_set_clientdata(EditLine *el, void *data);
void *fa_el_get_clientdata(EditLine *el);
/* Reads a line; returns NULL on EOF or interruption; *count gets the byte count. */
const char *fa_el_gets(EditLine *el, int *count);
/* Queues text as if typed (prefill of the next line). */
void fa_el_push(EditLine *el, const char *text);
/* Inserts text at the cursor (completion). */
int fa_el_insertstr(EditLine *el, const char *text);
/* The line buffer: text before the cursor is copied into buf (max len-1 bytes). */
int fa_el_line_before_cursor(EditLine *el, char *buf, int len);
void fa_el_beep(EditLine *el);

History *fa_history_open(void);
void fa_history_close(History *h);
void fa_history_set_size(History *h, int size);
void fa_history_set_unique(History *h, int on);
void fa_history_enter(History *h, const char *line);
int fa_history_load(History *h, const char *path);
int fa_history_save(History *h, const char *path);

/* Reads keys with poll() so Ctrl-C ends el_gets even when it arrives between reads. */
void fa_el_use_polling_reader(EditLine *el);

/* Line breaks followed by more input within this many milliseconds are part of a paste
 * (a terminal without bracketed paste delivers a paste in one burst; typing is slower). */
#define FA_PASTE_BURST_MS 15
/* Turns the burst rule on (idle prompt) or off (review, answers). */
void fa_set_coalesce_bursts(int on);
/* Writes ESC[?2004h / ESC[?2004l to stdout: the terminal brackets pastes while on. */
void fa_bracketed_paste(int on);
/* Length of the line that the last Ctrl-C cancelled (0: it was empty). */
int fa_interrupted_line_length(void);

/* SIGINT: installs a handler without SA_RESTART that only sets a flag. */
void fa_install_sigint(void);
int fa_sigint_seen(void);
void fa_sigint_clear(void);

/* Raw single-key reading for the check-in picker. Returns the byte, or -1. */
int fa_tty_read_key(int fd);
/* Drops typed-ahead input (a paste's tail must not choose a rating). */
void fa_tty_flush_input(int fd);
/* Reads a line from fd unbuffered; lines that follow within burst_ms (a paste) are joined with
 * a space. Returns the byte count (buf is NUL-terminated), or -1 at end of input / Ctrl-C. */
int fa_read_paragraph(int fd, char *buf, int len, int burst_ms);
#endif
