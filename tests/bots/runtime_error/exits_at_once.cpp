// Exits before reading anything: the judge's first write may meet a closed pipe (EPIPE).
int main() { return 0; }
