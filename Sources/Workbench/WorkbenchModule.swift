enum WorkbenchModule {}
