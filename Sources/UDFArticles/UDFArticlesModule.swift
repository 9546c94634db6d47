/// The UDF pattern module (in progress).
enum UDFArticlesModule {}
