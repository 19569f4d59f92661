// BidiTesting: work in progress in this session.
